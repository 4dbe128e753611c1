package org.apache.dubbo.common.serialize.hessian2;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** The writer's reference table against a plain identity map, through puts, removals, growth and clears. */
class ReferenceTableTest {

    @Test
    void numbersObjectsByIdentity() {
        ReferenceTable table = new ReferenceTable();
        String a = new String("same");
        String b = new String("same");
        assertEquals(ReferenceTable.MISSING, table.put(a, 0));
        assertEquals(ReferenceTable.MISSING, table.put(b, 1));
        assertEquals(0, table.get(a));
        assertEquals(1, table.get(b));
        assertEquals(2, table.size());
        assertEquals(0, table.put(a, 5), "a second put renumbers and answers the old number");
        assertEquals(2, table.size());
        assertEquals(5, table.remove(a));
        assertEquals(ReferenceTable.MISSING, table.remove(a));
        assertEquals(1, table.size());
        table.clear();
        assertEquals(0, table.size());
        assertEquals(ReferenceTable.MISSING, table.get(b));
    }

    @Test
    void agreesWithAnIdentityMapThroughRandomMessages() {
        Random random = new Random(42);
        ReferenceTable table = new ReferenceTable();
        for (int message = 0; message < 300; message++) {
            Map<Object, Integer> model = new IdentityHashMap<>();
            List<Object> seen = new ArrayList<>();
            int operations = random.nextInt(message % 10 == 0 ? 3000 : 40);
            for (int op = 0; op < operations; op++) {
                int kind = random.nextInt(10);
                if (kind < 6 || seen.isEmpty()) {
                    Object fresh = new Object();
                    seen.add(fresh);
                    assertEquals(ReferenceTable.MISSING, table.put(fresh, model.size()));
                    model.put(fresh, model.size());
                } else if (kind < 8) {
                    Object any = seen.get(random.nextInt(seen.size()));
                    Integer expected = model.get(any);
                    assertEquals(expected == null ? ReferenceTable.MISSING : expected, table.get(any));
                } else {
                    Object any = seen.get(random.nextInt(seen.size()));
                    Integer expected = model.remove(any);
                    assertEquals(expected == null ? ReferenceTable.MISSING : expected, table.remove(any));
                }
                assertEquals(model.size(), table.size());
            }
            for (Object any : seen) {
                Integer expected = model.get(any);
                assertEquals(expected == null ? ReferenceTable.MISSING : expected, table.get(any));
            }
            table.clear();
            for (Object any : seen) {
                assertEquals(ReferenceTable.MISSING, table.get(any), "cleared after message " + message);
            }
        }
    }
}
