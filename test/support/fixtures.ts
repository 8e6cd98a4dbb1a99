/**
 * The type of hand-written view inputs in unit tests. Views take the generated result types of their fragments
 * (rest-adapter/gql); a fixture is a sample of that data and some are deliberately off-type (a numeric id the
 * view must still render as a string), so fixtures opt out of the check.
 */
export type Fixture = any;
