/** Lower case without accents: 'Relatório' and 'relatorio', 'João' and 'joao' are one word to a search. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('pt-BR').trim();
