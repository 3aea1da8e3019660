import { describe, expect, it } from 'vitest';
import type { ContractType, Province } from '../api/get-reference-lists.ts';
import { contractOptions, degreeOptions, townOptions } from './reference-options.ts';

const degrees = [
  {
    id: 1,
    descripcion: 'Grado en Historia',
    valeParaPracticasEstudiantes: true,
    extinguida: false,
  },
  {
    id: 2,
    descripcion: 'Máster en Abogacía',
    valeParaPracticasEstudiantes: false,
    extinguida: false,
  },
  {
    id: 3,
    descripcion: 'Licenciatura en Derecho',
    valeParaPracticasEstudiantes: true,
    extinguida: true,
  },
  {
    id: 4,
    descripcion: 'Grado en Economía',
    valeParaPracticasEstudiantes: true,
    extinguida: false,
  },
];

describe('reference options of the offer form', () => {
  it('offers student internships only current degrees that admit them, by name', () => {
    expect(degreeOptions(degrees, 'practicas', 'es').map((d) => d.value)).toEqual(['4', '1']);
    expect(degreeOptions(degrees, 'empleo', 'es').map((d) => d.value)).toEqual(['4', '1', '2']);
  });

  it('names and sorts the degrees in English on an English page', () => {
    const named = [
      { ...degrees[0]!, descripcionEn: "Bachelor's Degree in History" },
      { ...degrees[3]!, descripcionEn: "Bachelor's Degree in Economics" },
    ];
    expect(degreeOptions(named, 'empleo', 'en')).toEqual([
      { value: '4', label: "Bachelor's Degree in Economics" },
      { value: '1', label: "Bachelor's Degree in History" },
    ]);
  });

  it('lists the towns of the chosen province only, in their proper case', () => {
    const provinces: Province[] = [
      {
        idProvincia: '28',
        nameProvincia: 'Madrid',
        localidades: { '28079': 'MADRID', '28005': 'ALCALÁ DE HENARES' },
      },
      { idProvincia: '46', nameProvincia: 'Valencia', localidades: { '46250': 'VALÈNCIA' } },
    ];
    expect(townOptions(provinces, null)).toEqual([]);
    expect(townOptions(provinces, '28')).toEqual([
      { value: '28005', label: 'Alcalá de Henares' },
      { value: '28079', label: 'Madrid' },
    ]);
  });
});

describe('contractOptions', () => {
  const contracts: ContractType[] = [
    { id: 1, descripcion: 'Indefinido', descripcionEn: 'Permanent', familias: ['empleo'] },
    {
      id: 5,
      descripcion: 'Formativo para la obtención de la práctica profesional',
      familias: ['empleo', 'practicastitulados'],
    },
    {
      id: 9,
      descripcion: 'Beca / prácticas no laborales',
      descripcionEn: 'Grant / non-employment internship',
      familias: ['practicas', 'practicastitulados'],
    },
  ];

  it('offers a student internship only the non-employment internship', () => {
    expect(contractOptions(contracts, 'practicas', 'es')).toEqual([
      { value: '9', label: 'Beca / prácticas no laborales' },
    ]);
  });

  it('offers each family the contracts that fit it, in list order and language', () => {
    expect(contractOptions(contracts, 'practicastitulados', 'es').map((o) => o.value)).toEqual([
      '5',
      '9',
    ]);
    expect(contractOptions(contracts, 'empleo', 'en')).toEqual([
      { value: '1', label: 'Permanent' },
      { value: '5', label: 'Formativo para la obtención de la práctica profesional' },
    ]);
  });
});
