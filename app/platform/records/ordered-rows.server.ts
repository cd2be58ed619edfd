/**
 * The table half of a record type staff put in order within groups (price
 * offers by list, FAQ by page; decision 045). A new row, or one moved to
 * another group, goes at the end of its group; every write bumps `revision`
 * (decision 041), a new place does not (a place is no version).
 */
import { and, asc, eq, max, ne, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/platform/db/client.server";
import type { RecordType } from "~/platform/records/editable-record.server";
import { isUuid } from "~/platform/uuid";

/** The columns of an ordered table, besides its group and its own fields. */
type OrderedTable = PgTable & {
  id: PgColumn;
  position: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  revision: PgColumn;
};

type OrderedRow = { id: string; position: number; revision: number };

/**
 * The rows of `table`, put in order within the groups of `group` (a column
 * whose value `groupOf` reads from a row or from the values of a save).
 */
export function orderedRows<Row extends OrderedRow, Values extends object, Group extends string>(
  table: OrderedTable,
  group: PgColumn,
  groupOf: (item: Row | Values) => Group,
) {
  const staffOrder = [asc(table.position), asc(table.createdAt), asc(table.id)];
  // Drizzle cannot type a query over a table it is only given: the rows are the caller's Row.
  const rows = async (query: PromiseLike<unknown>) => (await query) as Row[];

  /** The rows of one group, in staff's order. */
  const inGroup = async (db: Db, value: Group): Promise<Row[]> =>
    rows(
      db
        .select()
        .from(table)
        .where(eq(group, value))
        .orderBy(...staffOrder),
    );

  const nextPosition = async (tx: Db, value: Group): Promise<number> => {
    const [last] = await tx
      .select({ n: max(table.position) })
      .from(table)
      .where(eq(group, value));
    return (Number(last?.n) || 0) + 1;
  };

  const update = async (tx: Db, existing: Row, values: Values): Promise<Row> => {
    const position =
      groupOf(values) === groupOf(existing)
        ? existing.position
        : await nextPosition(tx, groupOf(values));
    const [row] = await rows(
      tx
        .update(table)
        .set({ ...values, position, updatedAt: sql`now()`, revision: sql`${table.revision} + 1` })
        .where(eq(table.id, existing.id))
        .returning(),
    );
    return row!;
  };

  return {
    inGroup,
    /** Every row, group by group, in staff's order. */
    all: (db: Db): Promise<Row[]> =>
      rows(
        db
          .select()
          .from(table)
          .orderBy(asc(group), ...staffOrder),
      ),
    find: async (db: Db, id: string): Promise<Row | null> => {
      if (!isUuid(id)) return null;
      const [row] = await rows(db.select().from(table).where(eq(table.id, id)));
      return row ?? null;
    },
    /** Seed rows with their places: each at the end of its group, in the order given. */
    placed: <Item extends Values>(items: readonly Item[]) =>
      items.map((item) => ({
        ...item,
        position: items.filter((i) => groupOf(i) === groupOf(item)).indexOf(item) + 1,
      })),
    /** What the record core does with a row of the table (RecordType). */
    core: {
      idOf: (row: Row) => row.id,
      versionOf: (row: Row) => String(row.revision),
      lock: async (tx: Db, id: string) => {
        const [row] = await rows(tx.select().from(table).where(eq(table.id, id)).for("update"));
        return row ?? null;
      },
      insert: async (tx: Db, values: Values) => {
        const position = await nextPosition(tx, groupOf(values));
        const [row] = await rows(
          tx
            .insert(table)
            .values({ ...values, position })
            .returning(),
        );
        return row!;
      },
      update,
      remove: async (tx: Db, row: Row) => {
        await tx.delete(table).where(eq(table.id, row.id));
      },
    } satisfies Partial<RecordType<Row, Values>>,
    /** The record core's order (`where` aside): a group's rows, a new place. */
    order: {
      siblings: (tx: Db, row: Row) => inGroup(tx, groupOf(row)),
      setPosition: async (tx: Db, row: Row, position: number) => {
        await tx
          .update(table)
          .set({ position })
          .where(and(eq(table.id, row.id), ne(table.position, position)));
      },
    },
  };
}
