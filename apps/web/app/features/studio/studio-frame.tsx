/**
 * The game frame's page (/studio/:gameId): a branded loading screen while the game client loads,
 * then the client. PixiJS, GSAP, Howler and the art come with the client through a dynamic
 * import, so they are chunks of their own, fetched only here and only once the page is up.
 */
import type { GameSession, Round } from "@reelhouse/contract";
import { type ComponentType, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { GameClientProps, StudioTitle } from "./game-client.tsx";
import { svgDataUri } from "./svg-data-uri.ts";
import "./studio-frame.css";

export interface StudioFrameProps {
  title: StudioTitle;
  session: GameSession;
  replay: Round | null;
}

interface LoadedClient {
  GameClient: ComponentType<GameClientProps>;
  art: GameClientProps["art"];
}

/** The share of the progress bar the code's download takes; the textures take the rest. */
const CODE_SHARE = 0.3;

export function StudioFrame({ title, session, replay }: StudioFrameProps) {
  const { t } = useTranslation();
  const [client, setClient] = useState<LoadedClient | null>(null);
  const [textureShare, setTextureShare] = useState(0);
  const [isReady, setReady] = useState(false);
  const [hasFailed, setFailed] = useState(false);

  useEffect(() => {
    let isCancelled = false;
    Promise.all([import("./game-client.tsx"), import("./art/index.ts")]).then(
      ([clientModule, artModule]) => {
        if (!isCancelled)
          setClient({ GameClient: clientModule.GameClient, art: artModule.titleArt(title.id) });
      },
      (error: unknown) => {
        console.error("The game client did not load", error);
        if (!isCancelled) setFailed(true);
      },
    );
    return () => {
      isCancelled = true;
    };
  }, [title.id]);

  const progress = client ? CODE_SHARE + (1 - CODE_SHARE) * textureShare : CODE_SHARE * 0.4;
  return (
    <div className="studio-frame">
      {client ? (
        <client.GameClient
          title={title}
          art={client.art}
          session={session}
          replay={replay}
          onProgress={setTextureShare}
          onReady={() => setReady(true)}
        />
      ) : null}
      {isReady ? null : (
        <div className="studio-loading">
          {client ? (
            <img
              className="studio-loading__logo"
              src={svgDataUri(client.art.logo())}
              alt={title.name}
              width="800"
              height="240"
            />
          ) : (
            <p className="studio-loading__name">{title.name}</p>
          )}
          {hasFailed ? (
            <div className="studio-loading__failed" role="alert">
              <p>{t("studio.loading.failed")}</p>
              <button type="button" onClick={() => window.location.reload()}>
                {t("studio.loading.retry")}
              </button>
            </div>
          ) : (
            <div
              className="studio-loading__bar"
              role="progressbar"
              aria-label={t("studio.loading.label", { name: title.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
            >
              <span className="studio-loading__fill" style={{ transform: `scaleX(${progress})` }} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
