/** The member an identity belongs to, as the identity page heads it. */
export interface IdentityMember {
  id: string;
  email: string;
  name: string | null;
  /** The caller themselves: their own groups are never theirs to change. */
  isYou: boolean;
}

export interface MemberIdentity {
  id: string;
  status: 'active' | 'inactive';
}

/** A group as `identities/getIdentityGroups` and `groups/list` answer it. */
export interface IdentityGroup {
  id: string;
  name: string;
  role: string;
  /** Where it applies (and below); null: everywhere. */
  resource: { id: string; name: string; resourceType: string } | null;
  /** Readable permission names it grants. */
  permissions: string[];
  /** The caller may add members to it and remove them (groups/list; false in getIdentityGroups' answer when not said). */
  grantable: boolean;
}
