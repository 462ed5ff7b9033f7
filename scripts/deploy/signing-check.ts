import { CommandError } from '../cli/command.ts';
import { accountPolicy, googleRest, projectPolicy, rolePermissions, runtimeAccount } from './google-rest.ts';
import { customRolesIn, grantCommand, signingAccess } from './signing-access.ts';

/** Refuses the deploy, before anything is uploaded, when the function could not sign its download addresses; says how to grant it. */
export async function checkSigning(project: string, out: (line: string) => void = console.log): Promise<void> {
  const rest = googleRest();
  const account = await runtimeAccount(rest, project);
  const [onAccount, onProject] = await Promise.all([
    accountPolicy(rest, project, account),
    projectPolicy(rest, project),
  ]);
  const custom = customRolesIn({ account, accountPolicy: onAccount, projectPolicy: onProject });
  const customRoles = Object.fromEntries(
    await Promise.all(custom.map(async (role) => [role, await rolePermissions(rest, role)] as const)),
  );
  const answer = signingAccess({ account, accountPolicy: onAccount, projectPolicy: onProject, customRoles });
  if (!answer.ok)
    throw new CommandError(
      `${answer.why}, so every download of a licensed file would fail. Grant it with\n  ${grantCommand(project, account)}\nand deploy again (docs/deploying.md, Licensed files); nothing was uploaded or deployed.`,
    );
  out(`  ${account} may sign download addresses (${answer.how})`);
}
