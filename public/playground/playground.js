// The playground's own script: signs in through the server's OAuth (password grant, then the second factor when the
// account has one), keeps the token for this tab only (sessionStorage), and sends it with every query and
// subscription. Plain browser JavaScript: it is served as it is, next to GraphiQL's UMD bundle.
(function () {
  'use strict';
  var TOKEN = 'fedigraph.playground.token';
  var APP = 'fedigraph.playground.app';
  var SCOPES = 'read write follow push admin';
  var params = new URLSearchParams(location.search);
  var signInForm = document.getElementById('sign-in');
  var signedIn = document.getElementById('signed-in');
  var codeField = document.getElementById('code-field');
  var errorLine = document.getElementById('sign-in-error');
  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  var wsClient = null;
  var mfaToken = null;

  function postForm(path, fields) {
    return fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(fields),
    }).then(function (res) {
      return res.json().then(
        function (body) {
          return { status: res.status, body: body };
        },
        function () {
          return { status: res.status, body: {} };
        },
      );
    });
  }

  /** The first-party app this browser signs in with, registered once and remembered. */
  function app() {
    var known = localStorage.getItem(APP);
    if (known) return Promise.resolve(JSON.parse(known));
    return postForm('/api/v1/apps', {
      client_name: 'GraphQL playground',
      redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
      scopes: SCOPES,
    }).then(function (r) {
      if (r.status !== 200) throw new Error(r.body.error || 'Could not register the playground app');
      var creds = { client_id: r.body.client_id, client_secret: r.body.client_secret };
      localStorage.setItem(APP, JSON.stringify(creds));
      return creds;
    });
  }

  function query(token, text) {
    return fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token },
      body: JSON.stringify({ query: text }),
    }).then(function (res) {
      return res.json();
    });
  }

  function showSession(nickname) {
    signInForm.hidden = !!nickname;
    signedIn.hidden = !nickname;
    document.getElementById('who').textContent = nickname ? '@' + nickname : '';
  }

  function tokenGranted(r) {
    if (r.status === 200 && r.body.access_token) {
      sessionStorage.setItem(TOKEN, r.body.access_token);
      mfaToken = null;
      codeField.hidden = true;
      signInForm.reset();
      return start();
    }
    if (r.status === 403 && r.body.error === 'mfa_required') {
      mfaToken = r.body.mfa_token;
      codeField.hidden = false;
      codeField.querySelector('input').focus();
      errorLine.textContent = 'Enter the code of your authenticator app.';
      return;
    }
    errorLine.textContent = r.body.error_description || r.body.error || 'Sign-in failed';
  }

  signInForm.addEventListener('submit', function (event) {
    event.preventDefault();
    errorLine.textContent = '';
    var form = new FormData(signInForm);
    app()
      .then(function (creds) {
        if (mfaToken) {
          return postForm('/oauth/mfa/challenge', {
            mfa_token: mfaToken,
            challenge_type: 'totp',
            code: String(form.get('code') || '').trim(),
            client_id: creds.client_id,
            client_secret: creds.client_secret,
          });
        }
        return postForm('/oauth/token', {
          grant_type: 'password',
          username: form.get('nickname'),
          password: form.get('password'),
          client_id: creds.client_id,
          client_secret: creds.client_secret,
          scope: SCOPES,
        });
      })
      .then(function (r) {
        if (r) return tokenGranted(r);
      })
      .catch(function (err) {
        errorLine.textContent = err.message;
      });
  });

  document.getElementById('sign-out').addEventListener('click', function () {
    var token = sessionStorage.getItem(TOKEN);
    sessionStorage.removeItem(TOKEN);
    var known = localStorage.getItem(APP);
    if (token && known) {
      var creds = JSON.parse(known);
      postForm('/oauth/revoke', { token: token, client_id: creds.client_id, client_secret: creds.client_secret }).catch(
        function () {},
      );
    }
    start();
  });

  function renderGraphiQL(token) {
    if (wsClient) wsClient.dispose();
    var auth = token ? { Authorization: 'Bearer ' + token } : {};
    var wsUrl = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/graphql';
    wsClient = graphqlWs.createClient({
      url: wsUrl,
      lazy: true,
      connectionParams: function () {
        return token ? { authorization: 'Bearer ' + token } : {};
      },
    });
    var fetcher = GraphiQL.createFetcher({ url: location.origin + '/graphql', headers: auth, wsClient: wsClient });
    root.render(
      React.createElement(GraphiQL, {
        key: token || 'anonymous',
        fetcher: fetcher,
        query: params.get('query') || undefined,
        variables: params.get('variables') || undefined,
        defaultQuery:
          '# Sign in above to act as yourself; without it, queries run anonymously.\n{\n  instance { title version }\n}\n',
      }),
    );
  }

  /** Shows who is signed in (a token that no longer works signs the tab out), then (re)builds the playground. */
  function start() {
    var token = sessionStorage.getItem(TOKEN);
    if (!token) {
      showSession(null);
      renderGraphiQL(null);
      return Promise.resolve();
    }
    return query(token, '{ me { nickname } }').then(function (reply) {
      if (!reply.data || !reply.data.me) {
        sessionStorage.removeItem(TOKEN);
        return start();
      }
      showSession(reply.data.me.nickname);
      renderGraphiQL(token);
    });
  }

  start();
})();
