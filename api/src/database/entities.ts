// Every TypeORM entity, registered once here for both engines. Add one line per entity.
export const ENTITIES: Function[] = [];
