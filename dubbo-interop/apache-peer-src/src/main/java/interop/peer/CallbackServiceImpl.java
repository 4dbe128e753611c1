package interop.peer;

import interop.api.CallbackListener;
import interop.api.CallbackService;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/** Keeps the listeners per key and calls them back over their consumers' connections. */
final class CallbackServiceImpl implements CallbackService {

    private final Map<String, List<CallbackListener>> listeners =
            new ConcurrentHashMap<String, List<CallbackListener>>();

    @Override
    public String addListener(String key, CallbackListener listener) {
        List<CallbackListener> list = listeners.get(key);
        if (list == null) {
            listeners.putIfAbsent(key, new CopyOnWriteArrayList<CallbackListener>());
            list = listeners.get(key);
        }
        list.add(listener);
        return listener.changed("registered " + key);
    }

    @Override
    public String fire(String key, String message) {
        List<String> answers = new ArrayList<String>();
        List<CallbackListener> list = listeners.get(key);
        if (list != null) {
            for (CallbackListener listener : list) {
                answers.add(listener.changed(message));
            }
        }
        StringBuilder joined = new StringBuilder();
        for (String answer : answers) {
            joined.append(joined.length() == 0 ? "" : ",").append(answer);
        }
        return joined.toString();
    }

    @Override
    public String removeListener(String key, CallbackListener listener) {
        List<CallbackListener> list = listeners.get(key);
        int left = 0;
        if (list != null) {
            list.remove(listener);
            left = list.size();
        }
        return "removed " + key + " " + left;
    }
}
