import { describe, expect, it } from '@jest/globals';
import { SharedReplies } from '../../../../src/http/shared-replies.js';

const RULE = { maxAgeMs: 1000, changedBy: ['config.changed'] } as const;
const REPLY = { status: 200, body: '{"title":"x"}' };

describe('SharedReplies', () => {
  it('keeps a reply for its age only', () => {
    const replies = new SharedReplies();
    replies.watch(RULE.changedBy);
    const now = Date.now();
    replies.set('/a', REPLY, RULE, replies.stamp);
    expect(replies.get('/a', now)).toEqual(REPLY);
    expect(replies.get('/a', now + 2000)).toBeUndefined();
    expect(replies.get('/a', now)).toBeUndefined();
  });

  it('drops a reply on the events it names, and ignores other events', () => {
    const replies = new SharedReplies();
    replies.watch(RULE.changedBy);
    replies.set('/a', REPLY, RULE, replies.stamp);
    replies.forget({ type: 'emoji.changed' });
    expect(replies.get('/a')).toEqual(REPLY);
    replies.forget({ type: 'config.changed' });
    expect(replies.get('/a')).toBeUndefined();
  });

  it('does not keep a render begun before an event that drops replies', () => {
    const replies = new SharedReplies();
    replies.watch(RULE.changedBy);
    const stamp = replies.stamp;
    replies.forget({ type: 'config.changed' });
    replies.set('/a', REPLY, RULE, stamp);
    expect(replies.get('/a')).toBeUndefined();
    replies.set('/a', REPLY, RULE, replies.stamp);
    expect(replies.get('/a')).toEqual(REPLY);
  });

  it('never serves a reply read under settings older than those loaded now', () => {
    let version = 1;
    const replies = new SharedReplies(() => version);
    replies.watch(RULE.changedBy);
    // Another instance's change: the event drops the replies at once, the settings reload a moment later.
    replies.forget({ type: 'config.changed' });
    replies.set('/a', REPLY, RULE, replies.stamp);
    expect(replies.get('/a')).toEqual(REPLY);
    version = 2;
    expect(replies.get('/a')).toBeUndefined();
    replies.set('/a', REPLY, RULE, replies.stamp);
    expect(replies.get('/a')).toEqual(REPLY);
  });
});
