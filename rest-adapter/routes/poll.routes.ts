import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { Poll, pollView } from '../views/poll.view.js';

export const pollRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/polls/:id',
    operation: graphql(`query Poll($id: ID!) { poll(id: $id) { ...MastodonPoll } }`),
    reply: Poll,
    view: (d) => pollView(d.poll),
  }),
  route({
    method: 'POST',
    path: '/api/v1/polls/:id/votes',
    operation: graphql(
      `mutation VoteInPoll($id: ID!, $choices: [Int!]!) { voteInPoll(id: $id, choices: $choices) { ...MastodonPoll } }`,
    ),
    reply: Poll,
    view: (d) => pollView(d.voteInPoll),
  }),
];
