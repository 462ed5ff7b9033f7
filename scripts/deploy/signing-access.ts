/**
 * Whether the functions' runtime service account may sign the delivery's download addresses: in
 * Cloud Functions there is no key file, so @google-cloud/storage signs through IAM signBlob, which
 * needs iam.serviceAccounts.signBlob on the account itself (roles/iam.serviceAccountTokenCreator),
 * granted on the account or on the project. Without it every download answers 500, and only after
 * a buyer tries: the deploy checks first. Decided here from the IAM policies as the REST API
 * returns them (google-rest.ts reads them).
 */

/** An IAM policy as getIamPolicy returns it (v1 and v3 alike for what is read here). */
export interface IamPolicy {
  bindings?: Array<{ role: string; members?: string[]; condition?: { expression?: string; title?: string } }>;
}

export const TOKEN_CREATOR = 'roles/iam.serviceAccountTokenCreator';
export const SIGN_BLOB = 'iam.serviceAccounts.signBlob';

export interface SigningInput {
  /** The runtime service account's e-mail. */
  account: string;
  /** The policy on the service account itself. */
  accountPolicy: IamPolicy;
  /** The project's policy. */
  projectPolicy: IamPolicy;
  /** The permissions of the custom roles (projects/…/roles/… or organizations/…/roles/…) the policies bind the account to. */
  customRoles: Readonly<Record<string, readonly string[]>>;
}

export type SigningAnswer = { ok: true; how: string } | { ok: false; why: string };

/** The roles the policies give the account, unconditionally, with where; a conditional binding is not counted. */
function rolesOf(
  account: string,
  policy: IamPolicy,
  where: string,
): Array<{ role: string; where: string; conditional: boolean }> {
  const member = `serviceAccount:${account}`.toLowerCase();
  return (policy.bindings ?? [])
    .filter((binding) => (binding.members ?? []).some((m) => m.toLowerCase() === member))
    .map((binding) => ({ role: binding.role, where, conditional: binding.condition !== undefined }));
}

/** The custom roles bound to the account that a policy names: their definitions must be read for their permissions. */
export function customRolesIn(input: Omit<SigningInput, 'customRoles'>): string[] {
  const roles = [
    ...rolesOf(input.account, input.accountPolicy, ''),
    ...rolesOf(input.account, input.projectPolicy, ''),
  ].map((found) => found.role);
  return [...new Set(roles.filter((role) => /^(projects|organizations)\/[^/]+\/roles\//.test(role)))];
}

export function signingAccess(input: SigningInput): SigningAnswer {
  const found = [
    ...rolesOf(input.account, input.accountPolicy, 'on itself'),
    ...rolesOf(input.account, input.projectPolicy, 'on the project'),
  ];
  const signs = (role: string) => role === TOKEN_CREATOR || (input.customRoles[role] ?? []).includes(SIGN_BLOB);
  const granted = found.find((binding) => !binding.conditional && signs(binding.role));
  if (granted) return { ok: true, how: `${granted.role} ${granted.where}` };
  const conditional = found.find((binding) => binding.conditional && signs(binding.role));
  return {
    ok: false,
    why: conditional
      ? `${input.account} has ${conditional.role} ${conditional.where} only under a condition, which the deploy cannot evaluate; grant it without one`
      : `${input.account} may not sign (no ${TOKEN_CREATOR} on itself or on the project)`,
  };
}

/** The one command that grants it, as docs/deploying.md gives it. */
export const grantCommand = (project: string, account: string): string =>
  `gcloud iam service-accounts add-iam-policy-binding ${account} --project ${project} --member serviceAccount:${account} --role ${TOKEN_CREATOR}`;
