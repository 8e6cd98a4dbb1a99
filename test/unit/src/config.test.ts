import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../../src/config.js';

const jwtSecret = new Uint8Array(32);
const load = (env: Record<string, string>) => loadConfig(env, { jwtSecret, dataDir: '/tmp/config-test' });

describe('the delivery circuit settings', () => {
  it('default to 5 failures within 60 minutes, a probe every 1800 s, 7 days of holding', () => {
    expect(load({}).deliveryCircuit).toEqual({
      failureThreshold: 5,
      failureWindowMinutes: 60,
      probeIntervalSeconds: 1800,
      heldTtlDays: 7,
    });
  });

  it('are read from the environment', () => {
    const env = {
      DELIVERY_FAILURE_THRESHOLD: '2',
      DELIVERY_FAILURE_WINDOW_MINUTES: '5',
      DELIVERY_PROBE_INTERVAL_SECONDS: '8',
      HELD_DELIVERY_TTL_DAYS: '0.5',
    };
    expect(load(env).deliveryCircuit).toEqual({
      failureThreshold: 2,
      failureWindowMinutes: 5,
      probeIntervalSeconds: 8,
      heldTtlDays: 0.5,
    });
  });

  it.each([
    ['DELIVERY_FAILURE_THRESHOLD', '0'],
    ['DELIVERY_FAILURE_THRESHOLD', '2.5'],
    ['DELIVERY_PROBE_INTERVAL_SECONDS', '-1'],
    ['HELD_DELIVERY_TTL_DAYS', 'soon'],
  ])('refuse %s=%s with the setting named', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(new RegExp(`^${name} must be a positive`));
  });
});
