/** The team's refusals (invitations, members and invitation links), each with its status and a message in both languages. */
import { ApiError } from '../../lib/errors.ts';

const ERRORS = {
  already_member: [
    409,
    {
      en: 'This address already belongs to a team member.',
      pt: 'Este endereço já pertence a um membro da equipe.',
    },
  ],
  invitation_pending: [
    409,
    {
      en: 'There is already an open invitation for this address. Revoke it to send a new one.',
      pt: 'Já existe um convite aberto para este endereço. Revogue-o para enviar um novo.',
    },
  ],
  invitation_not_found: [
    404,
    {
      en: 'This invitation link is not valid. Check that you copied it whole, or ask an administrator for a new one.',
      pt: 'Este link de convite não é válido. Confira se você o copiou inteiro ou peça um novo a um administrador.',
    },
  ],
  invitation_expired: [
    410,
    {
      en: 'This invitation has expired (invitations last 7 days). Ask an administrator for a new one.',
      pt: 'Este convite expirou (convites valem por 7 dias). Peça um novo a um administrador.',
    },
  ],
  invitation_used: [
    410,
    {
      en: 'This invitation was already used. Sign in with the password you chose.',
      pt: 'Este convite já foi usado. Faça login com a senha que você escolheu.',
    },
  ],
  invitation_revoked: [
    410,
    {
      en: 'This invitation was revoked. Ask an administrator for a new one.',
      pt: 'Este convite foi revogado. Peça um novo a um administrador.',
    },
  ],
  weak_password: [
    400,
    {
      en: 'Choose a stronger password: at least 10 characters, not containing your e-mail, and not one character repeated.',
      pt: 'Escolha uma senha mais forte: ao menos 10 caracteres, sem conter seu e-mail e sem repetir um só caractere.',
    },
  ],
  member_not_found: [
    404,
    {
      en: 'This team member does not exist.',
      pt: 'Este membro da equipe não existe.',
    },
  ],
  own_account: [
    409,
    {
      en: 'You cannot change your own role or deactivate yourself. Ask another administrator.',
      pt: 'Você não pode mudar o próprio papel nem se desativar. Peça a outro administrador.',
    },
  ],
  own_two_factor: [
    409,
    {
      en: 'You cannot reset your own two-step sign-in here. Turn it off or on again in My account.',
      pt: 'Você não pode redefinir a própria verificação em duas etapas aqui. Desative-a ou ative-a de novo em Minha conta.',
    },
  ],
  two_factor_not_enabled: [
    409,
    {
      en: 'This member does not use two-step sign-in: there is nothing to reset.',
      pt: 'Este membro não usa a verificação em duas etapas: não há nada para redefinir.',
    },
  ],
} as const satisfies Record<string, readonly [ApiError['status'], { en: string; pt: string }]>;

export type TeamErrorCode = keyof typeof ERRORS;

export function teamError(code: TeamErrorCode): ApiError {
  const [status, messages] = ERRORS[code];
  return new ApiError(status, code, messages);
}
