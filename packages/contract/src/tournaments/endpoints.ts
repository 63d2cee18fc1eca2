import { defineEndpoint } from "../endpoint.ts";
import { tournamentsRoutes } from "./routes.ts";
import {
  TournamentListQuery,
  TournamentListResponse,
  TournamentParams,
  TournamentQuery,
  TournamentResponse,
  TournamentSubscribeQuery,
  TournamentSubscribeResponse,
} from "./schemas.ts";

const tags = ["tournaments"] as const;

export const tournamentsEndpoints = {
  getTournament: defineEndpoint({
    ...tournamentsRoutes.getTournament,
    summary:
      "The race running now in the visitor's game mode (with gameId, the one that counts that game), with its leaders and the player's place; null when none runs",
    tags,
    query: TournamentQuery,
    response: TournamentResponse,
    errors: [400, 429],
  }),
  getTournamentById: defineEndpoint({
    ...tournamentsRoutes.getTournamentById,
    summary: "One race, upcoming, running or finished, with its leaders and the player's place",
    tags,
    params: TournamentParams,
    response: TournamentResponse,
    errors: [400, 404, 429],
  }),
  subscribeTournament: defineEndpoint({
    ...tournamentsRoutes.subscribeTournament,
    summary:
      "Joins the player to an upcoming or running race (a team race: the team asked for, or the smallest); asked again it answers the same entry",
    tags,
    params: TournamentParams,
    query: TournamentSubscribeQuery,
    response: TournamentSubscribeResponse,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  getNextTournaments: defineEndpoint({
    ...tournamentsRoutes.getNextTournaments,
    summary: "Races running or still to start in the visitor's game mode, by start (running ones first)",
    tags,
    query: TournamentListQuery,
    response: TournamentListResponse,
    errors: [400, 429],
  }),
  getTournamentsHistory: defineEndpoint({
    ...tournamentsRoutes.getTournamentsHistory,
    summary:
      "Finished races in the visitor's game mode, latest first, with their winners and the player's result",
    tags,
    query: TournamentListQuery,
    response: TournamentListResponse,
    errors: [400, 429],
  }),
} as const;
