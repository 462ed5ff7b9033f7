import { applicationDefault } from 'firebase-admin/app';
import { CommandError } from '../cli/command.ts';
import type { IamPolicy } from './signing-access.ts';

/**
 * Google's REST APIs as the deployer: their Application Default Credentials (`gcloud auth
 * application-default login`, or GOOGLE_APPLICATION_CREDENTIALS), which the Admin SDK's upload
 * uses too. firebase-tools keeps its own login, which nothing else can read.
 */
/** An answer that was not 2xx, with its status. */
export class RestError extends CommandError {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The deployer has no Application Default Credentials this machine can find: nothing in the cloud can be read. */
export class NoCredentialsError extends CommandError {}

export interface GoogleRest {
  get<T>(url: string): Promise<T>;
  post<T>(url: string, body: unknown): Promise<T>;
}

export function googleRest(): GoogleRest {
  const credential = applicationDefault();
  const call = async <T>(url: string, init: RequestInit): Promise<T> => {
    const { access_token: token } = await credential.getAccessToken().catch((error: unknown) => {
      throw new NoCredentialsError(
        `no Google credentials to reach Cloud Storage and IAM with (${error instanceof Error ? error.message : String(error)}): run gcloud auth application-default login, or set GOOGLE_APPLICATION_CREDENTIALS`,
      );
    });
    const answer = await fetch(url, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    if (!answer.ok)
      throw new RestError(
        `${init.method} ${url} answered ${answer.status}: ${(await answer.text()).slice(0, 400)}`,
        answer.status,
      );
    return (await answer.json()) as T;
  };
  return {
    get: (url) => call(url, { method: 'GET' }),
    post: (url, body) => call(url, { method: 'POST', body: JSON.stringify(body) }),
  };
}

/** The account 2nd-generation functions run as unless told otherwise: the Compute Engine default. */
export async function runtimeAccount(rest: GoogleRest, project: string): Promise<string> {
  const { projectNumber } = await rest.get<{ projectNumber: string }>(
    `https://cloudresourcemanager.googleapis.com/v1/projects/${project}`,
  );
  return `${projectNumber}-compute@developer.gserviceaccount.com`;
}

export const accountPolicy = (rest: GoogleRest, project: string, account: string) =>
  rest.post<IamPolicy>(`https://iam.googleapis.com/v1/projects/${project}/serviceAccounts/${account}:getIamPolicy`, {});

export const projectPolicy = (rest: GoogleRest, project: string) =>
  rest.post<IamPolicy>(`https://cloudresourcemanager.googleapis.com/v1/projects/${project}:getIamPolicy`, {
    options: { requestedPolicyVersion: 3 },
  });

export const rolePermissions = async (rest: GoogleRest, role: string): Promise<string[]> =>
  (await rest.get<{ includedPermissions?: string[] }>(`https://iam.googleapis.com/v1/${role}`)).includedPermissions ??
  [];

/** The project's default Cloud Storage bucket, which the function's getStorage().bucket() reads: set up in the Firebase console. */
export async function defaultBucket(rest: GoogleRest, project: string): Promise<string> {
  const answer = await rest
    .get<{ bucket?: { name?: string } }>(
      `https://firebasestorage.googleapis.com/v1beta/projects/${project}/defaultBucket`,
    )
    .catch((error: unknown) => {
      if (error instanceof RestError && error.status === 404) return {} as { bucket?: { name?: string } };
      throw error;
    });
  const name = answer.bucket?.name?.split('/').pop();
  if (!name)
    throw new CommandError(
      `${project} has no default Cloud Storage bucket for the licensed files: open the Firebase console, Storage, Get started (in the Firestore location), then deploy again`,
    );
  return name;
}
