import { describe, expect, it } from 'vitest';
import { customRolesIn, grantCommand, signingAccess, type IamPolicy } from './signing-access.ts';

const account = '123456789012-compute@developer.gserviceaccount.com';

// Shaped as projects.serviceAccounts.getIamPolicy and projects.getIamPolicy (v3) answer.
const emptyAccountPolicy: IamPolicy = JSON.parse('{ "etag": "ACAB" }') as IamPolicy;
const grantedOnItself: IamPolicy = JSON.parse(
  `{ "version": 1, "etag": "BwYxUXr9m0E=", "bindings": [
      { "role": "roles/iam.serviceAccountTokenCreator", "members": ["serviceAccount:${account}"] },
      { "role": "roles/iam.serviceAccountUser", "members": ["user:artist@example.com"] } ] }`,
) as IamPolicy;
const projectPolicy: IamPolicy = JSON.parse(
  `{ "version": 3, "etag": "BwYw2dlk7rE=", "bindings": [
      { "role": "roles/editor", "members": ["serviceAccount:${account}", "serviceAccount:123456789012@cloudservices.gserviceaccount.com"] },
      { "role": "roles/owner", "members": ["user:artist@example.com"] },
      { "role": "roles/iam.serviceAccountTokenCreator", "members": ["serviceAccount:other@agency-roster.iam.gserviceaccount.com"] } ] }`,
) as IamPolicy;

describe("whether the function's account may sign download addresses", () => {
  it('yes with the Token Creator role on itself', () => {
    expect(signingAccess({ account, accountPolicy: grantedOnItself, projectPolicy, customRoles: {} })).toEqual({
      ok: true,
      how: 'roles/iam.serviceAccountTokenCreator on itself',
    });
  });

  it('yes with it on the project, the member named in any case', () => {
    const onProject: IamPolicy = {
      bindings: [
        ...projectPolicy.bindings!,
        { role: 'roles/iam.serviceAccountTokenCreator', members: [`serviceAccount:${account.toUpperCase()}`] },
      ],
    };
    expect(
      signingAccess({ account, accountPolicy: emptyAccountPolicy, projectPolicy: onProject, customRoles: {} }),
    ).toEqual({
      ok: true,
      how: 'roles/iam.serviceAccountTokenCreator on the project',
    });
  });

  it('no with Editor alone (it holds no signBlob), nor when another account has the role', () => {
    expect(signingAccess({ account, accountPolicy: emptyAccountPolicy, projectPolicy, customRoles: {} })).toEqual({
      ok: false,
      why: `${account} may not sign (no roles/iam.serviceAccountTokenCreator on itself or on the project)`,
    });
  });

  it('no when the grant carries a condition the deploy cannot evaluate', () => {
    const conditional: IamPolicy = {
      bindings: [
        {
          role: 'roles/iam.serviceAccountTokenCreator',
          members: [`serviceAccount:${account}`],
          condition: { title: 'until 2027', expression: 'request.time < timestamp("2027-01-01T00:00:00Z")' },
        },
      ],
    };
    expect(signingAccess({ account, accountPolicy: conditional, projectPolicy, customRoles: {} })).toMatchObject({
      ok: false,
      why: expect.stringContaining('only under a condition') as string,
    });
  });

  it('yes with a custom role that lists iam.serviceAccounts.signBlob, once its permissions are read', () => {
    const custom: IamPolicy = {
      bindings: [{ role: 'projects/agency-roster/roles/deliverySigner', members: [`serviceAccount:${account}`] }],
    };
    expect(customRolesIn({ account, accountPolicy: custom, projectPolicy })).toEqual([
      'projects/agency-roster/roles/deliverySigner',
    ]);
    const permissions = {
      'projects/agency-roster/roles/deliverySigner': [
        'iam.serviceAccounts.signBlob',
        'iam.serviceAccounts.getAccessToken',
      ],
    };
    expect(signingAccess({ account, accountPolicy: custom, projectPolicy, customRoles: permissions }).ok).toBe(true);
    expect(
      signingAccess({
        account,
        accountPolicy: custom,
        projectPolicy,
        customRoles: { 'projects/agency-roster/roles/deliverySigner': ['storage.objects.get'] },
      }).ok,
    ).toBe(false);
  });

  it('gives the one gcloud line that grants it', () => {
    expect(grantCommand('agency-roster', account)).toBe(
      `gcloud iam service-accounts add-iam-policy-binding ${account} --project agency-roster --member serviceAccount:${account} --role roles/iam.serviceAccountTokenCreator`,
    );
  });
});
