import { describe, expect, it } from '@jest/globals';
import {
  decodeProxyUrl,
  encodeProxyUrl,
  isProxiable,
  mediaProxyUrl,
  originalUrl,
  proxyFileName,
  signingKey,
} from '../../../../src/media-proxy/media-proxy.js';

const config = {
  jwtSecret: new TextEncoder().encode('a server secret of some length'),
  publicUrl: 'https://here.example',
};
const other = { ...config, jwtSecret: new TextEncoder().encode('another secret') };
const on = { enabled: true, whitelist: [] as string[], base_url: '' };
const key = signingKey(config);

describe('media proxy URLs', () => {
  it('encode the remote URL as base64url, signed, with its file name', () => {
    const url = 'https://remote.example/media/a%20cat.png?size=2';
    const proxied = mediaProxyUrl(url, on, config);
    const [, , , , sig, encoded, name] = proxied.split('/');
    expect(proxied.startsWith('https://here.example/proxy/')).toBe(true);
    expect(Buffer.from(encoded, 'base64url').toString()).toBe(url);
    expect(name).toBe('a%20cat.png');
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(decodeProxyUrl(sig, encoded, key)).toBe(url);
  });

  it('refuse signatures of another key, altered URLs and non-http targets', () => {
    const proxied = encodeProxyUrl('https://remote.example/x.png', key, 'https://here.example');
    const [, , , , sig, encoded] = proxied.split('/');
    expect(decodeProxyUrl(sig, encoded, signingKey(other))).toBeNull();
    expect(decodeProxyUrl(sig, Buffer.from('https://remote.example/y.png').toString('base64url'), key)).toBeNull();
    expect(decodeProxyUrl(`${sig}x`, encoded, key)).toBeNull();
    const file = encodeProxyUrl('file:///etc/passwd', key, 'https://here.example').split('/');
    expect(decodeProxyUrl(file[4], file[5], key)).toBeNull();
  });

  it('leave local, relative, whitelisted and non-http URLs alone, and everything while off', () => {
    expect(mediaProxyUrl('https://here.example/media/a.png', on, config)).toBe('https://here.example/media/a.png');
    expect(mediaProxyUrl('/emoji/blob.png', on, config)).toBe('/emoji/blob.png');
    expect(mediaProxyUrl('data:image/png;base64,AAAA', on, config)).toBe('data:image/png;base64,AAAA');
    expect(
      isProxiable('https://CDN.remote.example/a.png', { ...on, whitelist: ['cdn.remote.example'] }, config.publicUrl),
    ).toBe(false);
    expect(
      isProxiable(
        'https://cdn.remote.example/a.png',
        { ...on, whitelist: ['https://cdn.remote.example'] },
        config.publicUrl,
      ),
    ).toBe(false);
    expect(isProxiable('https://here.example.evil/a.png', on, config.publicUrl)).toBe(true);
    expect(mediaProxyUrl('https://remote.example/a.png', { ...on, enabled: false }, config)).toBe(
      'https://remote.example/a.png',
    );
    expect(mediaProxyUrl('https://remote.example/a.png', { ...on, base_url: 'https://cdn.example/' }, config)).toMatch(
      /^https:\/\/cdn\.example\/proxy\//,
    );
  });

  it('name files by the last path segment, or not at all', () => {
    expect(proxyFileName('https://remote.example/a/b.jpg')).toBe('b.jpg');
    expect(proxyFileName('https://remote.example/')).toBeNull();
    expect(encodeProxyUrl('https://remote.example/', key, 'https://here.example').split('/')).toHaveLength(6);
  });

  it('read an admin-given proxy URL back as the remote URL, anything else as given', () => {
    const url = 'https://remote.example/m/cat.png';
    expect(originalUrl(mediaProxyUrl(url, on, config), key)).toBe(url);
    expect(originalUrl(mediaProxyUrl(url, { ...on, base_url: 'https://cdn.example' }, config), key)).toBe(url);
    expect(originalUrl(mediaProxyUrl(url, on, other), key)).toBe(mediaProxyUrl(url, on, other));
    expect(originalUrl(url, key)).toBe(url);
  });
});
