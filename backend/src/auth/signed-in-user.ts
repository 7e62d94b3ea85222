import type { User } from '../users/user.entity';
import type { UserFields } from '../users/user.mapper';
import type { SignedInUserRow } from '../users/session-store';

/** Makes the User entity, or its plain fields, from the row the session store read. */
export interface SignedInUserSource {
  toEntity: (row: SignedInUserRow) => User;
  readFields: (row: SignedInUserRow) => UserFields;
}

/**
 * The signed-in user of a request (`request.signedInUser`, docs/architecture.md, "Hot path"): the
 * id at once, the plain fields and the `User` entity only when a route asks for them, both made
 * from the row read with the session.
 */
export class SignedInUser {
  private fieldsValue: UserFields | undefined;

  private constructor(
    readonly id: number,
    private readonly row: SignedInUserRow | null,
    private entity: User | undefined,
    private readonly source: SignedInUserSource | null,
  ) {}

  /** The user of a session, from the `users` row its store read (column names). */
  static fromRow(row: SignedInUserRow, source: SignedInUserSource): SignedInUser {
    return new SignedInUser(row.id, row, undefined, source);
  }

  /** A user already loaded as an entity (at sign-in). */
  static fromEntity(user: User): SignedInUser {
    return new SignedInUser(user.id, null, user, null);
  }

  /** The user's eager properties as plain values (no entity): what read-only answers need. */
  get fields(): UserFields {
    if (this.entity) return this.entity;
    this.fieldsValue ??= (this.source as SignedInUserSource).readFields(this.row as SignedInUserRow);
    return this.fieldsValue;
  }

  /** The `User` entity, mapped on first use. */
  get user(): User {
    this.entity ??= (this.source as SignedInUserSource).toEntity(this.row as SignedInUserRow);
    return this.entity;
  }
}
