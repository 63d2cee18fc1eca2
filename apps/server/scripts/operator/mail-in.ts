/**
 * `npm run operator -- mail-in …`: free entries by mail. Look a card's code up, then credit it with
 * what the card and its envelope say.
 */
import { parseArgs } from "node:util";
import type { OperatorMailInCode } from "@reelhouse/contract";
import { type OperatorArea, printTable } from "./area.ts";
import type { OperatorClient } from "./client.ts";
import { OperatorApiError } from "./client.ts";

const codePath = (code: string) => `/api/operator/mail-in/codes/${encodeURIComponent(code)}/`;

function printCode(found: OperatorMailInCode): void {
  printTable([
    {
      code: found.code,
      state: found.state,
      player: found.playerId,
      email: found.playerEmail,
      issued: found.issuedAt.slice(0, 10),
      expires: found.expiresAt.slice(0, 10),
      entries: found.credit ? found.credit.entries / 100 : null,
      postmarked: found.credit?.postmarkedOn ?? null,
      credited: found.credit ? `${found.credit.creditedAt.slice(0, 10)} by ${found.credit.creditedBy}` : null,
    },
  ]);
}

function onlyCode(args: readonly string[], usage: string): string {
  const [code, ...rest] = args;
  if (!code || rest.length > 0) throw new OperatorApiError(`usage: mail-in ${usage}`);
  return code;
}

export const mailInArea: OperatorArea = {
  name: "mail-in",
  summary: "free entries by mail: the code on a card, and crediting it",
  actions: {
    lookup: {
      usage: "<code>",
      summary: "whose code it is and whether it was credited",
      async run(client: OperatorClient, args) {
        printCode((await client.get(codePath(onlyCode(args, "lookup <code>")))) as OperatorMailInCode);
      },
    },
    credit: {
      usage: "<code> --name … --address … --postmarked YYYY-MM-DD",
      summary: "credits a received card once",
      async run(client: OperatorClient, args) {
        const usage = "credit <code> --name … --address … --postmarked YYYY-MM-DD";
        const { values, positionals } = (() => {
          try {
            return parseArgs({
              args: [...args],
              allowPositionals: true,
              options: {
                name: { type: "string" },
                address: { type: "string" },
                postmarked: { type: "string" },
              },
            });
          } catch (error) {
            throw new OperatorApiError(`${(error as Error).message}\nusage: mail-in ${usage}`);
          }
        })();
        const code = onlyCode(positionals, usage);
        if (!values.name || !values.address || !values.postmarked) {
          throw new OperatorApiError(
            `--name, --address and --postmarked are all needed\nusage: mail-in ${usage}`,
          );
        }
        const credited = (await client.post(`${codePath(code)}credit/`, {
          name: values.name,
          address: values.address,
          postmarkedOn: values.postmarked,
        })) as OperatorMailInCode;
        console.log(`✓ ${credited.code}: ${(credited.credit?.entries ?? 0) / 100} entries credited`);
        printCode(credited);
      },
    },
  },
};
