import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';

export const captchaRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/{ns}/captcha',
    operation: graphql(`query Captcha { captcha { type token url answerData secondsValid } }`),
    view: ({ captcha: c }) =>
      c.type === 'none'
        ? { type: 'none' }
        : { type: c.type, token: c.token, url: c.url, answer_data: c.answerData, seconds_valid: c.secondsValid },
  }),
];
