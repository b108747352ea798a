import visa from "./carte-bleue-ue.ts";

export default { ...visa, slug: "eu-blue-card" };
