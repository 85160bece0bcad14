import { Query } from '@nestjs/cqrs';

/**
 * The creator a link names (utm_source): by id, utm code, handle, or its owner's username (public
 * profile links use the username). A utm code wins over a handle, both over an id or a username.
 */
export class FindCreatorByReferenceQuery extends Query<string | null> {
  constructor(readonly reference: string) {
    super();
  }
}
