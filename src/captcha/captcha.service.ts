import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { digest, newOpaqueToken, safeEqual, type SecretBox } from '../auth/secrets.js';
import { CaptchaUse } from '../entities/index.js';
import { getSettings } from '../settings/settings.service.js';
import { captchaImage } from './captcha-image.js';

export type Captcha =
  { type: 'none' } | { type: 'native'; token: string; url: string; answerData: string; secondsValid: number };

export interface CaptchaAnswer {
  token?: string | null;
  answerData?: string | null;
  solution?: string | null;
}

/** What answer_data holds, sealed: the token it belongs to, the answer (lower case), when it was made. */
interface Sealed {
  token: string;
  answer: string;
  at: number;
}

const normalise = (solution: string) => solution.trim().toLowerCase();

/**
 * A new captcha of the native provider (Pleroma.Captcha.Native), or `{type: "none"}` while captcha is off.
 * Nothing is stored: the answer travels sealed in `answer_data` (AES-GCM under the server secret, as Pleroma
 * encrypts it), with the time it was made.
 */
export async function newCaptcha(em: EntityManager, box: SecretBox): Promise<Captcha> {
  const settings = await getSettings(em, 'captcha');
  if (!settings.enabled) return { type: 'none' };
  const { png, answer } = await captchaImage();
  const token = newOpaqueToken(16);
  const sealed: Sealed = { token, answer: normalise(answer), at: Date.now() };
  return {
    type: 'native',
    token,
    url: `data:image/png;base64,${png.toString('base64')}`,
    answerData: box.seal(JSON.stringify(sealed)),
    secondsValid: settings.seconds_valid,
  };
}

function openAnswerData(box: SecretBox, answerData: string): Sealed | null {
  try {
    const sealed = JSON.parse(box.open(answerData)) as Sealed;
    return typeof sealed.token === 'string' && typeof sealed.answer === 'string' && typeof sealed.at === 'number'
      ? sealed
      : null;
  } catch {
    return null;
  }
}

/**
 * Why a captcha answer is refused, in Pleroma's words, or null when it passes (or captcha is off). Each captcha
 * is good for one attempt, right or wrong (Pleroma spends it on success only; one try each stops guessing), and
 * for `seconds_valid` seconds.
 */
export async function captchaProblem(em: EntityManager, box: SecretBox, input: CaptchaAnswer): Promise<string | null> {
  const settings = await getSettings(em, 'captcha');
  if (!settings.enabled) return null;
  for (const [field, value] of [
    ['captcha_solution', input.solution],
    ['captcha_token', input.token],
    ['captcha_answer_data', input.answerData],
  ] as const) {
    if (!value) return `Invalid CAPTCHA (Missing parameter: ${field})`;
  }
  const sealed = openAnswerData(box, input.answerData!);
  if (!sealed || !safeEqual(sealed.token, input.token!)) return 'Invalid answer data';
  const expiresAt = new Date(sealed.at + settings.seconds_valid * 1000);
  if (expiresAt < new Date()) return 'CAPTCHA expired';
  await em.nativeDelete(CaptchaUse, { expiresAt: { $lt: new Date() } });
  try {
    await em.insert(CaptchaUse, { tokenHash: digest(sealed.token), expiresAt });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) return 'CAPTCHA already used';
    throw err;
  }
  return safeEqual(sealed.answer, normalise(input.solution!)) ? null : 'Invalid CAPTCHA';
}
