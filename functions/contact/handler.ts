import { contactMessageSchema } from '../../shared/contact/schema';
import { httpRoute, httpRoutes } from '../platform/http/handler';
import { created } from '../platform/http/types';
import { receiveContactMessage } from './service';

export const handler = httpRoutes({
  'POST /contact/submit': httpRoute({ body: contactMessageSchema }, async ({ body }) =>
    created(await receiveContactMessage(body)),
  ),
});
