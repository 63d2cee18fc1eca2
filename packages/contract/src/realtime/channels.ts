/**
 * Realtime channels (Centrifugo names, `namespace:name`): one per player and one broadcast to
 * everyone (races will add `tournament:<id>`). Subscribing to any of them takes a subscription
 * token the server issues, and it issues a player's channel only to that player.
 */
export const BROADCAST_CHANNEL = "broadcast";
export const PLAYER_NAMESPACE = "player";

export const playerChannel = (playerId: string) => `${PLAYER_NAMESPACE}:${playerId}`;

/** Channel names the gateway accepts at all (Centrifugo's default rules: printable, at most 255). */
export const CHANNEL_NAME_PATTERN = /^[\w:.@#-]{1,255}$/;
