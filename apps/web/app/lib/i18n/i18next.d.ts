/** Typed keys: `t("a.wrong.key")` fails the typecheck. */
import "i18next";
import type { TranslationResources } from "@reelhouse/i18n";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: TranslationResources;
  }
}
