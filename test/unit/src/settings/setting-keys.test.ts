import { describe, expect, it } from '@jest/globals';
import { legacyKeyOf, legacyKeyTarget, settingOfKey, storeKey } from '../../../../src/settings/setting-keys.js';
import { Atom, Module, nameText } from '../../../../src/settings/terms.js';

describe('setting name ⇄ store key', () => {
  it('keys captcha by the module of the namespace, every other setting by its atom', () => {
    expect(storeKey('pleroma', 'captcha')).toEqual(new Module('Pleroma.Captcha'));
    expect(nameText(storeKey('svc', 'captcha'))).toBe('Svc.Captcha');
    expect(storeKey('pleroma', 'instance')).toEqual(new Atom('instance'));
  });

  it('finds the setting a key stores, and none for the old atom of a module-keyed setting', () => {
    expect(settingOfKey('pleroma', new Module('Pleroma.Captcha'))).toBe('captcha');
    expect(settingOfKey('pleroma', new Atom('instance'))).toBe('instance');
    expect(settingOfKey('pleroma', new Atom('captcha'))).toBeUndefined();
    expect(settingOfKey('pleroma', new Module('Svc.Captcha'))).toBeUndefined();
    expect(settingOfKey('pleroma', new Module('Pleroma.Upload'))).toBeUndefined();
    expect(settingOfKey('pleroma', new Atom('nothing'))).toBeUndefined();
  });

  it('maps the old atom key to the module and back', () => {
    expect(legacyKeyTarget('pleroma', new Atom('captcha'))).toEqual(new Module('Pleroma.Captcha'));
    expect(legacyKeyTarget('pleroma', new Atom('instance'))).toBeUndefined();
    expect(legacyKeyOf('pleroma', new Module('Pleroma.Captcha'))).toEqual(new Atom('captcha'));
    expect(legacyKeyOf('pleroma', new Atom('instance'))).toBeUndefined();
  });
});
