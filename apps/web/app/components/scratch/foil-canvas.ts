/**
 * What a page needs to draw the scratch foil, as one module to load in the browser only: PixiJS
 * (with its precompiled shaders, as the site's CSP allows no `unsafe-eval`) and the foil.
 */
import "pixi.js/unsafe-eval";

export { Application } from "pixi.js";
export { ScratchFoil } from "./scratch-foil.ts";
