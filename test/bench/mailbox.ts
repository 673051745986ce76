interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

/**
 * Reads the SES stand-in's store, as a person reads their inbox: the codes and links the bench's
 * journeys go on with arrive by mail, sent after the answer.
 */
export function mailbox(storeUrl: string) {
  /** The text of the `nth` mail (1 = first) to an address with this subject; waits for it to arrive. */
  async function textOf(to: string, subject: string, nth = 1): Promise<string> {
    const started = Date.now();
    for (;;) {
      const { emails } = (await (await fetch(storeUrl)).json()) as { emails: StoredMail[] };
      const mails = emails.filter(
        (mail) => mail.subject === subject && mail.destination.to.some((address) => address.includes(to)),
      );
      const text = mails[nth - 1]?.body.text;
      if (text) return text;
      if (Date.now() - started > 10_000) throw new Error(`No mail "${subject}" (#${nth}) to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    textOf,
    /** The six-digit code in that mail. */
    async codeIn(to: string, subject: string, nth = 1): Promise<string> {
      const code = /\b(\d{6})\b/.exec(await textOf(to, subject, nth))?.[1];
      if (!code) throw new Error(`No code in "${subject}" to ${to}`);
      return code;
    },
  };
}

export type Mailbox = ReturnType<typeof mailbox>;
