package org.apache.dubbo.rpc;

import java.util.HashMap;
import java.util.Map;

/** Helpers for the two views of an attachment map: all values, or only the String ones. */
final class Attachments {

    private Attachments() {
    }

    static Map<String, String> stringView(Map<String, Object> attachments) {
        Map<String, String> view = new HashMap<>();
        if (attachments != null) {
            for (Map.Entry<String, Object> e : attachments.entrySet()) {
                if (e.getValue() instanceof String) {
                    view.put(e.getKey(), (String) e.getValue());
                }
            }
        }
        return view;
    }

    static String asString(Object value) {
        return value instanceof String ? (String) value : null;
    }
}
