/** The team screen's confirmation before a two-step sign-in reset says what will happen. */
import { describe, expect, it } from 'vitest';
import { TEAM_STRINGS } from '../../src/admin/features/team/strings.ts';

describe('the confirmation of a two-step sign-in reset', () => {
  it('says the authenticator stops working, the member is signed out everywhere and signs in with the password', () => {
    const effects = TEAM_STRINGS.confirmResetEffects('Ana', false);
    expect(effects).toEqual([
      'O aplicativo autenticador e os códigos de recuperação de Ana param de funcionar.',
      'Ana sai do painel agora, em todos os dispositivos.',
      'Para voltar, a pessoa entra só com a senha e pode ativar a verificação em duas etapas de novo em Minha conta.',
    ]);
  });

  it('adds, for an administrator who must use it (REQUIRE_ADMIN_TWO_FACTOR), that it must be set up again first', () => {
    const effects = TEAM_STRINGS.confirmResetEffects('Bia', true);
    expect(effects).toHaveLength(4);
    expect(effects[3]).toBe(
      'Administradores deste site precisam da verificação em duas etapas: a pessoa terá de ativá-la de novo antes de usar o painel.',
    );
  });
});
