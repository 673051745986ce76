import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from './clients/ses';
import { config } from './config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Header values must stay on one line, whatever a person typed. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Sends a plain-text mail through SES from the stage's sending address. Plain text: nothing to inject. */
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
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return result.MessageId;
}
