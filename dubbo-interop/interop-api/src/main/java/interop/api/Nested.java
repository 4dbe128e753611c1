package interop.api;

import java.io.Serializable;
import java.util.Objects;

/** A POJO held by {@link Pojo}, so that nested class definitions cross the wire. */
public class Nested implements Serializable {

    private static final long serialVersionUID = 1L;

    private String label;
    private long value;

    public Nested() {
    }

    public Nested(String label, long value) {
        this.label = label;
        this.value = value;
    }

    public String getLabel() {
        return label;
    }

    public void setLabel(String label) {
        this.label = label;
    }

    public long getValue() {
        return value;
    }

    public void setValue(long value) {
        this.value = value;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Nested)) {
            return false;
        }
        Nested other = (Nested) o;
        return value == other.value && Objects.equals(label, other.label);
    }

    @Override
    public int hashCode() {
        return Objects.hash(label, value);
    }

    @Override
    public String toString() {
        return "Nested{label=" + label + ", value=" + value + '}';
    }
}
