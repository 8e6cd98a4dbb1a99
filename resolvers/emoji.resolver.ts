import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../src/context.js';
import { loadCustomEmoji } from '../src/emoji/custom-emoji.js';
import { CustomEmoji } from '../schema/emoji.types.js';

@Resolver()
export class EmojiResolver {
  @Query(() => [CustomEmoji], { description: 'The custom emoji of the instance, by shortcode.' })
  customEmojis(@Ctx() ctx: Context): Promise<CustomEmoji[]> {
    return loadCustomEmoji(ctx.deps.config);
  }
}
