/**
 * A real SMTP server on 127.0.0.1 (random port) for tests of code that sends mail: it checks the
 * login, keeps every accepted message parsed, and can be told to refuse recipients.
 */
import type { AddressInfo } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  parsed: Email;
}

export interface LocalSmtpServer {
  /** `smtp://user:password@127.0.0.1:<port>` */
  url: string;
  received: ReceivedMail[];
  /** Recipients the server answers with 550, like a relay that knows no such mailbox. */
  rejectedRecipients: Set<string>;
  close(): Promise<void>;
}

export async function startLocalSmtpServer(
  credentials = { user: "mailer", password: "s3cret" },
): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  const rejectedRecipients = new Set<string>();
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, so no STARTTLS, and login over it is fine.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.password) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      }
    },
    onRcptTo(address, _session, callback) {
      if (rejectedRecipients.has(address.address)) {
        callback(Object.assign(new Error("No such mailbox here"), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (parsed) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
            received.push({
              envelope: { from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) },
              parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${credentials.user}:${credentials.password}@127.0.0.1:${port}`,
    received,
    rejectedRecipients,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
