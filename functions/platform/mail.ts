import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from './clients/ses';
import { config } from './config';
import { htmlOf } from './mail-html';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Extra headers, e.g. an optional mail's List-Unsubscribe pair (notifications/optional-mail.ts). */
  headers?: { name: string; value: string }[];
}

/** Header values must stay on one line, whatever a person typed. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * Sends a mail through SES from the stage's sending address: its text, and the same words laid out as
 * HTML (mail-html.ts escapes everything a person typed).
 */
export async function sendMail(mail: Mail): Promise<string | undefined> {
  const result = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      Destination: { ToAddresses: [mail.to] },
      ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
      ConfigurationSetName: config.mailConfigurationSet,
      Content: {
        Simple: {
          Subject: { Data: oneLine(mail.subject), Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            Html: { Data: htmlOf(mail.subject, mail.text), Charset: 'UTF-8' },
          },
          Headers: mail.headers?.map(({ name, value }) => ({ Name: name, Value: oneLine(value) })),
        },
      },
    }),
  );
  return result.MessageId;
}
