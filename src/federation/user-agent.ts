import { VERSION } from '../config.js';

/**
 * The one User-Agent of every outbound request: Fedify's fetches and deliveries and remoteFetch alike, so a
 * peer's logs and blocks name one client.
 */
export const USER_AGENT = `fedigraph/${VERSION} (+https://github.com/fedigraph)`;
