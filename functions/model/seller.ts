import * as z from 'zod/mini';
import { type Seller, sellerSchema } from '../../shared/subscriptions/billing';
import { requireEnv } from '../platform/config';
import { ENV } from '../platform/resources';

let seller: Seller | undefined;

/**
 * The seller's GST registration as the stage configures it (its `seller` setting; the local stack's
 * sample). Read once per warm function; a stage that sells without one is a deployment fault.
 */
export function sellerOf(): Seller {
  seller ??= z.parse(sellerSchema, JSON.parse(requireEnv(ENV.seller)));
  return seller;
}
