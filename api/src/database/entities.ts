// Every TypeORM entity, registered once here for both engines. Add one line per entity.
import { TMDB_ENTITIES } from '../catalog/sources/tmdb/tmdb-entities';
export const ENTITIES: Function[] = [...TMDB_ENTITIES];
