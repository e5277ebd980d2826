import { describe, expect, it } from 'vitest';
import { formatBrlInput, parseBrl, studioProductFormSchema } from './studio-products';

describe('pt-BR money in the product form', () => {
  it('reads amounts the pt-BR way into cents', () => {
    expect(parseBrl('59,90')).toBe(5990);
    expect(parseBrl('1.234,5')).toBe(123450);
    expect(parseBrl('R$ 10')).toBe(1000);
    expect(parseBrl('1234')).toBe(123400);
    for (const bad of ['', '59.90', '1,234', '12,345', 'abc', '-5']) expect(parseBrl(bad)).toBeNull();
  });

  it('writes cents back as a field shows them', () => {
    expect(formatBrlInput(123450)).toBe('1.234,50');
    expect(formatBrlInput(5990)).toBe('59,90');
  });
});

describe('the product form schema', () => {
  const form = {
    title: 'Fone',
    subtitle: '',
    description: '',
    options: [{ title: 'Cor' }],
    variants: [
      { title: '', sku: '', values: ['Preto'], price: '199,90', salePrice: '', stock: '3', manageInventory: true },
    ],
    purchasable: true,
    hidden: false,
  };

  it('turns the fields into the route body', () => {
    expect(studioProductFormSchema.parse(form)).toEqual({
      title: 'Fone',
      subtitle: null,
      description: '',
      options: ['Cor'],
      variants: [
        { title: '', sku: null, options: ['Preto'], price: 19990, salePrice: null, stock: 3, manageInventory: true },
      ],
      purchasable: true,
      hidden: false,
    });
  });

  it('reports the route rules on the form fields, in pt-BR', () => {
    const bad = studioProductFormSchema.safeParse({
      ...form,
      variants: [{ ...form.variants[0]!, values: [''], price: '10,00', salePrice: '12,00' }],
    });
    expect(bad.success).toBe(false);
    const issues = bad.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['variants.0.values.0', 'Preencha o valor de cada opção.']);
    expect(issues).toContainEqual(['variants.0.salePrice', 'O preço promocional precisa ser menor que o preço.']);
    const price = studioProductFormSchema.safeParse({ ...form, variants: [{ ...form.variants[0]!, price: '10.5' }] });
    expect(price.error!.issues[0]).toMatchObject({
      path: ['variants', 0, 'price'],
      message: 'Informe um preço como 59,90.',
    });
  });
});
