import * as v from 'valibot';

export const HealthSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
  version: v.string(),
});
export type Health = v.InferOutput<typeof HealthSchema>;

export const GeoSchema = v.object({ country_code: v.nullable(v.string()) });
export type Geo = v.InferOutput<typeof GeoSchema>;
