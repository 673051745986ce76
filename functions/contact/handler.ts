import { contactMessageSchema } from '../../shared/contact/schema';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { created } from '../platform/http/types';
import { receiveContactMessage } from './service';

export const routes: RouteMap = {
  'POST /contact/submit': httpRoute({ body: contactMessageSchema }, async ({ body }) =>
    created(await receiveContactMessage(body)),
  ),
};
