import type { Context } from '@fedify/fedify';
import type { AppDeps } from '../graphql/context.js';
import type { DatabaseKvStore } from './kv-store.js';

/** What every dispatcher and inbox listener gets as `ctx.data`. */
export interface FederationData {
  deps: AppDeps;
  kv: DatabaseKvStore;
}

export type FedContext = Context<FederationData>;
