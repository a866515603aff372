/** Reads the public gradients list through the service, keeping the readable entries (ADR 041). */
import { isReadableGradient } from '@lightbearers/ui';
import { calls, siteClient } from '../router/calls';

export async function readPublicGradients(): Promise<string[][]> {
  const [{ getGradients }, client] = await Promise.all([calls(), siteClient()]);
  const list = await getGradients(client);
  return list.map((g) => g.colors).filter((colors) => isReadableGradient(colors));
}
