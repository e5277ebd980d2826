import { describe, expect, it } from 'vitest';
import { auditActions, isAuditAction, parseOperatorEmails, suspensionRefusal } from './admin-rules';

describe('OPERATOR_EMAILS', () => {
  it('reads a comma-separated list, trimmed and in lower case, without repeats', () => {
    expect(parseOperatorEmails(' Ana@Exemplo.com.br, bia@exemplo.com.br ,ANA@exemplo.com.br')).toEqual([
      'ana@exemplo.com.br',
      'bia@exemplo.com.br',
    ]);
  });

  it('drops empty entries and anything that is not an address', () => {
    expect(parseOperatorEmails('')).toEqual([]);
    expect(parseOperatorEmails(undefined)).toEqual([]);
    expect(parseOperatorEmails(', ,ana,@,x@y')).toEqual(['x@y']);
  });
});

describe('who may suspend whom', () => {
  const actorId = 'usr_op';

  it('lets an operator suspend a plain member', () => {
    expect(suspensionRefusal({ actorId, target: { id: 'usr_m', isOperator: false } })).toBeNull();
  });

  it('never lets an operator suspend themselves', () => {
    expect(suspensionRefusal({ actorId, target: { id: actorId, isOperator: true } })).toBe('cannot_suspend_self');
  });

  it('never lets an operator suspend another operator', () => {
    expect(suspensionRefusal({ actorId, target: { id: 'usr_op2', isOperator: true } })).toBe('cannot_suspend_operator');
  });
});

describe('audit actions', () => {
  it('knows the four actions and nothing else', () => {
    expect(auditActions.every(isAuditAction)).toBe(true);
    expect(isAuditAction('member.delete')).toBe(false);
  });
});
