import type { RecordImportCounts } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { NOT_ACTIVATED_HASH } from './record-activation.ts';
import { titulaciones } from '../domains/data/index.ts';
import { queryRows } from '../../db/sql-rows.ts';

/** A study's state in the record; studies from before the import know only `en_curso`. */
const STATE = sql.raw(
  `coalesce(s.estado_registro, case when s.en_curso then 'matriculado' else 'titulado' end)`,
);

/** Degrees that make a student an education student (teacher training), and early-years ones. */
const educationDegrees = titulaciones
  .filter((t) => /Maestro en Educación|Formación del Profesorado/.test(t.descripcion))
  .map((t) => t.id);
const earlyYearsDegrees = titulaciones
  .filter((t) => t.descripcion.includes('Educación Infantil'))
  .map((t) => t.id);
const idList = (ids: readonly number[]) => sql.raw(ids.length > 0 ? ids.join(',') : 'null');

/**
 * Compares the import's rows with the portal, in temporary tables of this transaction:
 * `rec_p` one row per person (the account it feeds, if any: the record's link, else a candidate
 * with the same DNI), `rec_s` one row per person and degree (the study it updates, if any, and
 * what changes). Writes nothing else; answers what applying would do.
 */
export async function classify(
  tx: Db,
  importId: number,
  full: boolean,
  refused: number,
  file: { read: number; ignored: string[] },
): Promise<RecordImportCounts> {
  const rows = file.read;
  await tx.execute(sql`
    create temp table rec_p on commit drop as
    select p.*, rp.dni is not null as conocida,
      coalesce(rp.user_id, (select c.user_id from candidates c
        where normaliza_dni(c.dni) = p.dni order by c.user_id limit 1)) as user_id,
      false as nueva,
      (rp.dni is null or (rp.nombre, rp.apellidos, rp.email_institucional, rp.email_personal,
        rp.fecha_nacimiento, rp.en_registro) is distinct from (p.nombre, p.apellidos,
        p.email_institucional, p.email_personal, p.fecha_nacimiento, true)) as datos_cambian
    from (select distinct on (dni) dni, nombre, apellidos, email_institucional, email_personal,
        fecha_nacimiento
      from record_import_rows where import_id = ${importId} order by dni, linea) p
    left join record_people rp on rp.dni = p.dni
    where rp.excluida is not true`);
  await tx.execute(sql`
    create temp table rec_s on commit drop as
    select r.*, p.user_id, s.id as study_id, ${STATE} as estado_antes,
      (s.id is null or (s.en_curso, ${STATE}, s.creditos_superados, s.creditos_totales,
        s.nota_media, s.fecha_inicio, s.fecha_fin, s.centro, s.curso, s.codigo_registro)
        is distinct from (r.estado = 'matriculado', r.estado, r.creditos_superados,
        r.creditos_totales, r.nota_media, r.fecha_inicio, r.fecha_fin, r.centro, r.curso,
        r.codigo)) as cambia
    from record_import_rows r
    join rec_p p on p.dni = r.dni
    left join candidate_studies s on s.candidate_id = p.user_id
      and s.id_titulacion = r.id_titulacion and s.origen = 'registro'
    where r.import_id = ${importId}`);
  // A person with a refused row is in the file, only not readable yet: a full import leaves
  // their studies as they are rather than ending them (the account found as `rec_p` finds it:
  // by the record's link or by the DNI).
  await tx.execute(sql`
    create temp table rec_retenidas on commit drop as
    select c.user_id from record_import_refusals f
    join candidates c on normaliza_dni(c.dni) = f.dni
    where f.import_id = ${importId} and f.dni is not null
    union
    select rp.user_id from record_import_refusals f
    join record_people rp on rp.dni = f.dni
    where f.import_id = ${importId} and rp.user_id is not null`);
  // Who leaves, by degree: what the preview lists and the report gives.
  await tx.execute(sql`delete from record_import_leavers where import_id = ${importId}`);
  await tx.execute(sql`
    insert into record_import_leavers (import_id, user_id, dni, nombre, apellidos, id_titulacion,
      motivo)
    select ${importId}::int, r.user_id, r.dni, r.nombre, r.apellidos, r.id_titulacion, 'baja'
    from rec_s r
    where r.estado = 'baja' and r.study_id is not null and r.estado_antes <> 'baja'
    union all
    select ${importId}::int, s.candidate_id, coalesce(c.dni, ''), u.nombre, u.apellidos,
      s.id_titulacion, 'ausente'
    from candidate_studies s
    join users u on u.id = s.candidate_id
    join candidates c on c.user_id = s.candidate_id
    where ${full} and s.origen = 'registro' and ${STATE} = 'matriculado'
      and s.candidate_id not in (select user_id from rec_retenidas)
      and not exists (select 1 from rec_s r where r.user_id = s.candidate_id
        and r.id_titulacion = s.id_titulacion)`);
  const [counts] = await queryRows(
    tx,
    sql`
    with cambiadas as (
      select p.dni from rec_p p where p.user_id is not null and (p.datos_cambian
        or exists (select 1 from rec_s s where s.dni = p.dni and s.cambia)
        or (${full} and p.user_id not in (select user_id from rec_retenidas)
          and exists (select 1 from candidate_studies s where s.candidate_id = p.user_id
          and s.origen = 'registro' and ${STATE} = 'matriculado'
          and not exists (select 1 from rec_s r where r.dni = p.dni
            and r.id_titulacion = s.id_titulacion))))
    ),
    ausentes as (
      select distinct s.candidate_id from candidate_studies s
      where ${full} and s.origen = 'registro' and ${STATE} = 'matriculado'
        and s.candidate_id not in (select user_id from rec_p where user_id is not null)
        and s.candidate_id not in (select user_id from rec_retenidas)
    )
    select
      (select count(*) from rec_p where user_id is null)::int as nuevos,
      (select count(*) from cambiadas)::int as actualizados,
      (select count(*) from rec_p where user_id is not null)::int
        - (select count(*) from cambiadas)::int as sin_cambios,
      (select count(distinct dni) from rec_s
        where estado = 'titulado' and study_id is not null and estado_antes = 'matriculado')::int
        as nuevos_titulados,
      ((select count(distinct dni) from rec_s
        where estado = 'baja' and study_id is not null and estado_antes <> 'baja')
        + (select count(*) from ausentes))::int as bajas,
      (select count(*) from rec_p p join candidates c on c.user_id = p.user_id
        join users u on u.id = p.user_id
        where not c.verificado and c.fecha_nacimiento is distinct from p.fecha_nacimiento
          and lower(u.email) is distinct from lower(p.email_institucional))::int as sin_verificar`,
  );
  const n = (key: string) => Number(counts?.[key] ?? 0);
  return {
    filas: rows,
    validas: rows - refused,
    rechazadas: refused,
    nuevos: n('nuevos'),
    actualizados: n('actualizados'),
    sinCambios: n('sin_cambios'),
    nuevosTitulados: n('nuevos_titulados'),
    bajas: n('bajas'),
    sinVerificar: n('sin_verificar'),
    columnasIgnoradas: file.ignored,
  };
}

/** One step of applying, named for the log and counted for the progress bar. */
export interface ApplyStep {
  name: string;
  run: (tx: Db) => Promise<unknown>;
}

/**
 * The writes of an import, after `classify` in the same transaction: each touches only rows
 * that differ, so the same file applied twice changes nothing the second time. Answers the new
 * accounts (for their activation mails) through `created`.
 */
export function applySteps(
  importId: number,
  full: boolean,
  created: { userId: number; email: string; nombre: string }[],
): ApplyStep[] {
  return [
    {
      // An account for each person the portal does not know, with no usable password: the
      // person activates it with the mailed link or the university's single sign-on.
      name: 'cuentas',
      run: async (tx) => {
        const rows = await queryRows(
          tx,
          sql`
          with nuevas as (
            insert into users (email, password_hash, role, nombre, apellidos)
            select lower(coalesce(email_institucional, email_personal)), ${NOT_ACTIVATED_HASH}, 'alumno',
              nombre, apellidos
            from rec_p where user_id is null
            returning id, email, nombre
          )
          update rec_p set user_id = n.id, nueva = true from nuevas n
          where rec_p.user_id is null
            and lower(coalesce(rec_p.email_institucional, rec_p.email_personal)) = n.email
          returning n.id, n.email, n.nombre`,
        );
        created.push(
          ...rows.map((r) => ({
            userId: Number(r.id),
            email: String(r.email),
            nombre: String(r.nombre),
          })),
        );
        await tx.execute(sql`
          insert into candidates (user_id, dni, fecha_nacimiento, primer_acceso, verificado,
            verificacion_origen, verificado_at)
          select user_id, dni, fecha_nacimiento, true, true, 'registro', now()
          from rec_p where nueva`);
        await tx.execute(sql`update rec_s set user_id = p.user_id from rec_p p
          where rec_s.dni = p.dni and rec_s.user_id is null`);
      },
    },
    {
      name: 'personas',
      run: (tx) =>
        tx.execute(sql`
        insert into record_people as rp (dni, user_id, nombre, apellidos, email_institucional,
          email_personal, fecha_nacimiento, en_registro, last_import_id, updated_at)
        select dni, user_id, nombre, apellidos, email_institucional, email_personal,
          fecha_nacimiento, true, ${importId}, now()
        from rec_p
        on conflict (dni) do update set user_id = excluded.user_id, nombre = excluded.nombre,
          apellidos = excluded.apellidos, email_institucional = excluded.email_institucional,
          email_personal = excluded.email_personal, fecha_nacimiento = excluded.fecha_nacimiento,
          en_registro = true, last_import_id = excluded.last_import_id, updated_at = now()
        where (rp.user_id, rp.nombre, rp.apellidos, rp.email_institucional, rp.email_personal,
          rp.fecha_nacimiento, rp.en_registro) is distinct from (excluded.user_id,
          excluded.nombre, excluded.apellidos, excluded.email_institucional,
          excluded.email_personal, excluded.fecha_nacimiento, true)`),
    },
    {
      name: 'estudios',
      run: (tx) =>
        tx.execute(sql`
        insert into candidate_studies as s (candidate_id, id_titulacion, de_la_universidad,
          en_curso, creditos_superados, creditos_totales, nota_media, fecha_inicio, fecha_fin,
          origen, centro, estado_registro, curso, codigo_registro)
        select user_id, id_titulacion, true, estado = 'matriculado', creditos_superados,
          creditos_totales, nota_media, fecha_inicio, fecha_fin, 'registro', centro, estado, curso,
          codigo
        from rec_s where cambia
        on conflict (candidate_id, id_titulacion) where origen = 'registro' do update set
          en_curso = excluded.en_curso, creditos_superados = excluded.creditos_superados,
          creditos_totales = excluded.creditos_totales, nota_media = excluded.nota_media,
          fecha_inicio = excluded.fecha_inicio, fecha_fin = excluded.fecha_fin,
          centro = excluded.centro, estado_registro = excluded.estado_registro,
          curso = excluded.curso, codigo_registro = excluded.codigo_registro`),
    },
    {
      // A full import is the whole record: a degree in progress that is not in it was left.
      name: 'bajas',
      run: async (tx) => {
        if (!full) {
          return;
        }
        await tx.execute(sql`
          create temp table rec_bajas on commit drop as
          select s.id, s.candidate_id from candidate_studies s
          where s.origen = 'registro' and ${STATE} = 'matriculado'
            and s.candidate_id not in (select user_id from rec_retenidas)
            and not exists (select 1 from rec_s r where r.user_id = s.candidate_id
              and r.id_titulacion = s.id_titulacion)`);
        await tx.execute(sql`update candidate_studies set en_curso = false,
          estado_registro = 'baja' where id in (select id from rec_bajas)`);
        await tx.execute(sql`update record_people set en_registro = false, updated_at = now()
          where en_registro and dni not in (select dni from rec_p)
            and dni not in (select dni from record_import_refusals
              where import_id = ${importId} and dni is not null)`);
      },
    },
    {
      // Matched by DNI: verified when the birth date or the institutional email agrees too.
      name: 'verificacion',
      run: (tx) =>
        tx.execute(sql`
        update candidates c set verificado = true, verificacion_origen = 'registro',
          verificado_at = now()
        from rec_p p join users u on u.id = p.user_id
        where c.user_id = p.user_id and not c.verificado
          and (c.fecha_nacimiento = p.fecha_nacimiento
            or lower(u.email) = lower(p.email_institucional))`),
    },
    {
      // Student and graduate follow the record's degrees: enrolled in one, finished one.
      name: 'perfil',
      run: (tx) =>
        tx.execute(sql`
        update candidates c set con_practicas = f.matriculado, con_empleo = f.titulado,
          es_estudiante_educacion = f.educacion, es_estudiante_infantil = f.infantil
        from (
          select s.candidate_id,
            bool_or(${STATE} = 'matriculado') as matriculado,
            bool_or(${STATE} = 'titulado') as titulado,
            bool_or(${STATE} = 'matriculado' and s.id_titulacion in (${idList(educationDegrees)}))
              as educacion,
            bool_or(${STATE} = 'matriculado' and s.id_titulacion in (${idList(earlyYearsDegrees)}))
              as infantil
          from candidate_studies s
          where s.origen = 'registro' and s.candidate_id in (
            select user_id from rec_p where user_id is not null
            ${full ? sql`union select candidate_id from rec_bajas` : sql``})
          group by s.candidate_id
        ) f
        where c.user_id = f.candidate_id
          and (c.con_practicas, c.con_empleo, c.es_estudiante_educacion, c.es_estudiante_infantil)
            is distinct from (f.matriculado, f.titulado, f.educacion, f.infantil)`),
    },
    {
      name: 'limpieza',
      run: (tx) => tx.execute(sql`delete from record_import_rows where import_id = ${importId}`),
    },
  ];
}
