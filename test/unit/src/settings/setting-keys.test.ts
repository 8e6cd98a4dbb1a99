import { describe, expect, it } from '@jest/globals';
import {
  legacyKeyOf,
  legacyKeyTarget,
  settingOfKey,
  storeGroup,
  storeKey,
} from '../../../../src/settings/setting-keys.js';
import { Atom, Module, nameText } from '../../../../src/settings/terms.js';

const pleroma = new Atom('pleroma');

describe('setting name ⇄ store key', () => {
  it('keys captcha by the module of the namespace, every other setting by its atom', () => {
    expect(storeKey('pleroma', 'captcha')).toEqual(new Module('Pleroma.Captcha'));
    expect(nameText(storeKey('svc', 'captcha'))).toBe('Svc.Captcha');
    expect(storeKey('pleroma', 'instance')).toEqual(new Atom('instance'));
  });

  it('finds the setting a key stores, and none for the old atom of a module-keyed setting', () => {
    expect(settingOfKey('pleroma', pleroma, new Module('Pleroma.Captcha'))).toBe('captcha');
    expect(settingOfKey('pleroma', pleroma, new Atom('instance'))).toBe('instance');
    expect(settingOfKey('pleroma', pleroma, new Atom('captcha'))).toBeUndefined();
    expect(settingOfKey('pleroma', pleroma, new Module('Svc.Captcha'))).toBeUndefined();
    expect(settingOfKey('pleroma', pleroma, new Module('Pleroma.Upload'))).toBeUndefined();
    expect(settingOfKey('pleroma', pleroma, new Atom('nothing'))).toBeUndefined();
  });

  it("keys the metrics exporter in Prometheus' group, as Pleroma does", () => {
    const exporter = new Module('Pleroma.Web.Endpoint.MetricsExporter');
    expect(storeGroup('pleroma', 'metrics_exporter')).toEqual(new Atom('prometheus'));
    expect(storeKey('pleroma', 'metrics_exporter')).toEqual(exporter);
    expect(settingOfKey('pleroma', new Atom('prometheus'), exporter)).toBe('metrics_exporter');
    expect(settingOfKey('pleroma', pleroma, exporter)).toBeUndefined();
    expect(legacyKeyTarget('pleroma', new Atom('metrics_exporter'))).toBeUndefined();
  });

  it('maps the old atom key to the module and back', () => {
    expect(legacyKeyTarget('pleroma', new Atom('captcha'))).toEqual(new Module('Pleroma.Captcha'));
    expect(legacyKeyTarget('pleroma', new Atom('instance'))).toBeUndefined();
    expect(legacyKeyOf('pleroma', new Module('Pleroma.Captcha'))).toEqual(new Atom('captcha'));
    expect(legacyKeyOf('pleroma', new Atom('instance'))).toBeUndefined();
  });
});
