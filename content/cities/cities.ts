import { annecy } from "./annecy.ts";
import { bordeaux } from "./bordeaux.ts";
import type { City, CityId } from "./city-types.ts";
import { lyon } from "./lyon.ts";
import { marseille } from "./marseille.ts";
import { nice } from "./nice.ts";
import { paris } from "./paris.ts";
import { toulouse } from "./toulouse.ts";

/** Every city of the comparison tool and the quiz, in the order menus and tables show them. */
export const cities: City[] = [paris, lyon, marseille, nice, bordeaux, toulouse, annecy];

/** The city with this id, or undefined (ids come from URLs and forms, so any string is accepted). */
export function findCity(id: string): City | undefined {
  return cities.find((city) => city.id === id);
}

export function isCityId(value: unknown): value is CityId {
  return typeof value === "string" && cities.some((city) => city.id === value);
}
