import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { exactly, integer, nullable, object, string } from '../reply-schema.js';

export const captchaRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/{ns}/captcha',
    operation: graphql(`query Captcha { captcha { type token url answerData secondsValid } }`),
    reply: {
      anyOf: [
        object({ type: exactly('none') }),
        object({
          type: string,
          token: nullable(string),
          url: nullable(string),
          answer_data: nullable(string),
          seconds_valid: nullable(integer),
        }),
      ],
    },
    view: ({ captcha: c }) =>
      c.type === 'none'
        ? { type: 'none' }
        : { type: c.type, token: c.token, url: c.url, answer_data: c.answerData, seconds_valid: c.secondsValid },
  }),
];
