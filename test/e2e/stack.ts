// Boundary: none (configuration) - the ports of the local stack the browser tests start and talk to.

/** Ports of the stack `playwright.config.ts` starts; distinct from `npm start` so both can run at once. */
export const E2E_PORTS = {
  web: 5273,
  api: 3101,
  mail: 8105,
  dynamo: 8101,
  s3: 4669,
  events: 4110,
} as const;

export const WEB_URL = `http://localhost:${E2E_PORTS.web}`;

/** The SES stand-in's store of every mail the app sent. */
export const MAIL_STORE_URL = `http://localhost:${E2E_PORTS.mail}/store`;
