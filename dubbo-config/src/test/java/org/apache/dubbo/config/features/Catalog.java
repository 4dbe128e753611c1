package org.apache.dubbo.config.features;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A service offered by several groups, one method per kind of merge. */
public interface Catalog {

    List<String> list();

    Set<String> set();

    Map<String, String> map();

    String[] array();

    int[] ints();

    /** Merged with {@code merger=".addAll"}. */
    Basket basket();

    /** Merged by the user's {@link TotalMerger} ({@code merger="total"}). */
    Total total();

    /** Not merged: one group answers. */
    String name();

    /** A bag of items with the method a {@code ".addAll"} merger calls. */
    class Basket implements Serializable {
        private static final long serialVersionUID = 1L;
        private List<String> items = new ArrayList<>();

        public Basket() {
        }

        public Basket(String item) {
            items.add(item);
        }

        public Basket addAll(Basket other) {
            items.addAll(other.items);
            return this;
        }

        public List<String> getItems() {
            return items;
        }
    }

    /** A number the user's merger adds up. */
    class Total implements Serializable {
        private static final long serialVersionUID = 1L;
        private int value;

        public Total() {
        }

        public Total(int value) {
            this.value = value;
        }

        public int getValue() {
            return value;
        }
    }
}
